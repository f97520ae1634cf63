import { Link } from 'react-router'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AuthAside, AuthLayout } from './components/auth-layout.tsx'
import { RegisterForm } from './components/register-form.tsx'

const benefits = [
  'Book one-to-one or small-group sessions, online or face to face',
  'Follow your upcoming and past sessions on your dashboard',
  'Use the mathematics study library',
  'Join workshops and events, with recommendations for your level',
] as const

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

function RegisterPage() {
  usePageTitle('Create your student account')
  return (
    <AuthLayout
      eyebrow="Students"
      title="Create your student account"
      lead={
        <p>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className={linkClass}>
            Sign in
          </Link>
        </p>
      }
      aside={
        <AuthAside title="Why create an account?" items={benefits}>
          <p>
            Verifying your email unlocks booking. We use your details only to arrange your tutoring;
            read our{' '}
            <Link
              to={paths.privacy.getHref()}
              className="font-semibold text-white underline underline-offset-4"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </AuthAside>
      }
    >
      <RegisterForm />
    </AuthLayout>
  )
}

export { RegisterPage as Component }
