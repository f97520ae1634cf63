/** An address to write to from the office's own mail program. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="break-words text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {email}
    </a>
  )
}
