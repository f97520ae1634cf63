import { afterEach, beforeEach, vi } from 'vitest'

// As in the Epic Stack: an unexpected console.error is a failing test, not noise.
let calls: unknown[][] = []
beforeEach(() => {
  calls = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args)
  })
})
afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
