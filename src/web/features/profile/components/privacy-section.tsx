import { clsx } from 'clsx'
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { LockIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDeleteAccount } from '../api/delete-account.ts'
import { useExportUserData } from '../api/export-user-data.ts'
import { DELETE_CONFIRMATION_WORD } from '../constants.ts'
import { profilePageMessages as m } from '../messages.ts'

// The shared button has no destructive variant; this one keeps its shape and sizes.
const dangerButton = clsx(
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold whitespace-nowrap sm:text-base',
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
)
const dangerSolid = clsx(dangerButton, 'bg-red-700 text-white shadow-sm hover:bg-red-800')
const dangerOutline = clsx(
  dangerButton,
  'border border-red-700 bg-white text-red-700 hover:bg-red-50 active:bg-red-100',
)

function DownloadMyData() {
  const download = useExportUserData()
  return (
    <div>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        data-testid="download-my-data"
      >
        {download.isPending ? (
          <>
            <Spinner className="size-4" />
            {m.downloading}
          </>
        ) : (
          m.download
        )}
      </Button>
      <div role="status" className="mt-3 empty:hidden" data-testid="download-status">
        {download.isSuccess ? <Alert tone="success">{m.downloaded}</Alert> : null}
        {download.isError ? <Alert tone="error">{m.downloadFailed}</Alert> : null}
      </div>
    </div>
  )
}

/**
 * Deleting the account (D22) asks first: an inline panel where the student types DELETE.
 * Only then is DELETE /api/users/me sent; on success the session ends and the home page opens.
 */
function DeleteMyAccount() {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const remove = useDeleteAccount()
  const trigger = useRef<HTMLButtonElement>(null)
  const confirmInput = useRef<HTMLInputElement>(null)
  const panelId = useId()
  const titleId = useId()
  const textId = useId()
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD

  const openPanel = () => {
    flushSync(() => setOpen(true))
    confirmInput.current?.focus()
  }
  const closePanel = () => {
    flushSync(() => {
      setOpen(false)
      setTyped('')
      remove.reset()
    })
    trigger.current?.focus()
  }

  return (
    <div>
      <button
        ref={trigger}
        type="button"
        className={clsx(dangerOutline, 'w-full sm:w-auto')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? closePanel() : openPanel())}
        data-testid="delete-account"
      >
        {m.deleteAccount}
      </button>
      <div id={panelId}>
        {open ? (
          <form
            noValidate
            aria-labelledby={titleId}
            aria-describedby={textId}
            data-testid="delete-account-panel"
            className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5"
            onSubmit={(event) => {
              event.preventDefault()
              if (confirmed && !remove.isPending) remove.mutate()
            }}
          >
            <h3 id={titleId} className="text-base font-semibold text-red-900">
              {m.deleteTitle}
            </h3>
            <p id={textId} className="mt-1 text-sm text-red-900">
              {m.deleteText}
            </p>
            <Input
              ref={confirmInput}
              label={m.deleteConfirmLabel}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="mt-4 sm:max-w-xs"
            />
            <div role="alert" className="mt-4 empty:hidden" data-testid="delete-account-error">
              {remove.isError ? <Alert tone="error">{m.deleteFailed}</Alert> : null}
            </div>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                className={dangerSolid}
                disabled={!confirmed || remove.isPending || remove.isSuccess}
              >
                {remove.isPending || remove.isSuccess ? (
                  <>
                    <Spinner className="size-4" />
                    {m.deleting}
                  </>
                ) : (
                  m.deleteConfirm
                )}
              </button>
              <button
                type="button"
                className={buttonClasses('ghost')}
                disabled={remove.isPending}
                onClick={closePanel}
              >
                {m.deleteKeep}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  )
}

/** Download my data and delete my account (D22, POPIA). */
export function PrivacySection() {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="privacy-section">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <LockIcon className="size-5 shrink-0 text-brand-700" />
        {m.privacyTitle}
      </h2>
      <p className="mt-2 text-slate-700">{m.privacyText}</p>
      <div className="mt-5">
        <DownloadMyData />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <DeleteMyAccount />
      </div>
    </Card>
  )
}
