/**
 * A prerendered form whose code has not arrived yet (docs/decisions/022): the server's
 * markup, usable as it is. The visitor can focus it, type, choose and tick; nothing of that
 * may be lost when the form's code hydrates it, and a submit made before then must neither
 * go out natively (the fields in the address) nor be dropped.
 */

/** What the visitor last gave one control, to give it back once the code has hydrated it. */
interface Given {
  value: string
  checked: boolean
  files: FileList | null
  selected: boolean[]
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

function given(control: Control): Given {
  return {
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    files: control instanceof HTMLInputElement ? control.files : null,
    selected:
      control instanceof HTMLSelectElement ? Array.from(control.options, (o) => o.selected) : [],
  }
}

function giveBack(control: Control, { value, checked, files, selected }: Given) {
  if (control instanceof HTMLSelectElement) {
    Array.from(control.options).forEach((option, i) => (option.selected = selected[i] ?? false))
  } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
    control.checked = checked
  } else if (control instanceof HTMLInputElement && control.type === 'file') {
    if (files) control.files = files
  } else {
    control.value = value
  }
}

/** Events that mean the visitor is using the form (or about to): its code is wanted. */
const usingEvents = ['focusin', 'pointerdown', 'keydown'] as const

export interface FormBeforeCode {
  /** Puts back what the visitor gave, over what hydrating set (react-hook-form's defaults). */
  restoreValues(): void
  /** Tells the form's handlers what was given, then sends a submit held meanwhile. */
  replay(): void
  /** Stops watching (the code has hydrated the form, or the page is leaving). */
  stop(): void
}

/**
 * Watches the server's form inside `wrapper` until its code has hydrated it: calls `want`
 * once the form comes within `margin` of the viewport or the visitor starts using it
 * (whichever comes first), keeps what the visitor gives its controls, and holds a submit
 * (`onHeld`) until `replay`.
 */
export function watchFormBeforeCode(
  wrapper: HTMLElement,
  { want, onHeld, margin = '600px' }: { want: () => void; onHeld: () => void; margin?: string },
): FormBeforeCode {
  const givenValues = new Map<Control, Given>()
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null

  const onUse = () => want()
  const onGive = (event: Event) => {
    if (isControl(event.target)) givenValues.set(event.target, given(event.target))
    want()
  }
  const onSubmit = (event: SubmitEvent) => {
    // No handler of the form's own yet: the browser would send it as a GET.
    event.preventDefault()
    if (event.target instanceof HTMLFormElement) {
      held = { form: event.target, submitter: event.submitter }
      onHeld()
    }
    want()
  }

  // The wrapper takes no box (display: contents): watch what it holds.
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) want()
          },
          { rootMargin: margin },
        )
  if (observer) for (const child of Array.from(wrapper.children)) observer.observe(child)
  else want()
  for (const type of usingEvents) wrapper.addEventListener(type, onUse)
  wrapper.addEventListener('input', onGive)
  wrapper.addEventListener('change', onGive)
  wrapper.addEventListener('submit', onSubmit)

  const stop = () => {
    observer?.disconnect()
    for (const type of usingEvents) wrapper.removeEventListener(type, onUse)
    wrapper.removeEventListener('input', onGive)
    wrapper.removeEventListener('change', onGive)
    wrapper.removeEventListener('submit', onSubmit)
  }

  return {
    restoreValues() {
      stop()
      for (const [control, values] of givenValues)
        if (control.isConnected) giveBack(control, values)
    },
    replay() {
      stop()
      for (const control of givenValues.keys()) {
        if (!control.isConnected) continue
        // react-hook-form listens to `input` on text fields and `change` on the others.
        control.dispatchEvent(new Event('input', { bubbles: true }))
        control.dispatchEvent(new Event('change', { bubbles: true }))
      }
      givenValues.clear()
      if (held?.form.isConnected) {
        const { form, submitter } = held
        form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined)
      }
      held = null
    },
    stop,
  }
}
