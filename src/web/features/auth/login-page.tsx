import { usePageTitle } from '#web/lib/use-page-title.ts'
import { AuthAside, AuthLayout } from './components/auth-layout.tsx'
import { LoginForm } from './components/login-form.tsx'

const benefits = [
  'Book and pay for tutoring sessions',
  'See your upcoming lessons and meeting links on your dashboard',
  'Keep your profile and level up to date',
] as const

function LoginPage() {
  usePageTitle('Sign in')
  return (
    <AuthLayout
      eyebrow="Students"
      title="Sign in"
      lead="Welcome back. Sign in with the email address you registered with."
      aside={<AuthAside title="Your tutoring, in one place" items={benefits} />}
    >
      <LoginForm />
    </AuthLayout>
  )
}

export { LoginPage as Component }
