// Wired in router.tsx; its helper replaces this module with the page (issue 20).
function Page() {
  return null
}
export { Page as Component }
