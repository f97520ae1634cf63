/** A tutor id from the address (`/tutors/:id`, `?tutor=`), or undefined when it is not one. */
export function parseTutorId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}
