import './lib/zod-jitless.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { queryClient } from './lib/query-client.ts'
import { publicConfigQueryOptions } from './lib/public-config.ts'
import { sessionQueryOptions } from './lib/session.ts'
import { router } from './router.tsx'
import './styles.css'

// Start both shell requests at once, before the first render asks for them.
void queryClient.prefetchQuery(sessionQueryOptions())
void queryClient.prefetchQuery(publicConfigQueryOptions())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
