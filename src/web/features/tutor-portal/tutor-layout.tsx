import { Outlet } from 'react-router'

// Wired in router.tsx; its helper replaces this module with the portal's layout (issue 20).
function TutorLayout() {
  return <Outlet />
}
export { TutorLayout as Component }
