import { BUDGET_ITEMS_MAX, BudgetRequestBody, type BudgetRequest } from '@quad/shared'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '../../../components/button.tsx'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { formatMoney, minorDigits } from '../../../lib/i18n/money.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { minorOf } from '../amount.ts'
import { useSendBudget } from '../api.ts'

interface Line {
  key: number
  description: string
  amount: string
}

const linesOf = (request: BudgetRequest | null, digits: number): Line[] =>
  request
    ? request.items.map((item, key) => ({
        key,
        description: item.description,
        amount: (item.amountMinor / 10 ** digits).toFixed(digits),
      }))
    : [{ key: 0, description: '', amount: '' }]

/**
 * Ask for money (decision 109), or change a returned request and send it again: what for,
 * why, and the line items in the school's currency; checked by the shared
 * `BudgetRequestBody` on the amounts in minor units before the server sees them.
 */
export function BudgetDialog({
  clubId,
  currency,
  returned,
  open,
  onClose,
}: {
  clubId: string
  currency: string
  /** The returned request being changed; null for a new one. */
  returned: BudgetRequest | null
  open: boolean
  onClose: () => void
}) {
  const digits = minorDigits(returned?.currency ?? currency)
  const [title, setTitle] = useState(returned?.title ?? '')
  const [purpose, setPurpose] = useState(returned?.purpose ?? '')
  const [lines, setLines] = useState(() => linesOf(returned, digits))
  const [errors, setErrors] = useState<FormErrors>({})
  const send = useSendBudget(clubId)
  const addButton = useRef<HTMLButtonElement>(null)
  const amounts = lines.map((line) => minorOf(line.amount, digits))
  const total = amounts.reduce((sum, amount) => sum + (Number.isFinite(amount) ? amount : 0), 0)

  async function submit() {
    const body = {
      title,
      purpose,
      items: lines.map((line, i) => ({ description: line.description, amountMinor: amounts[i] })),
    }
    const invalid = schemaErrors(BudgetRequestBody, body)
    // The schema's words for a bad number are not a reader's: say what to type.
    for (const path of Object.keys(invalid)) {
      if (path.endsWith('.amountMinor')) invalid[path] = t('budgets.amountInvalid')
    }
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await send.mutateAsync({
        requestId: returned?.id ?? null,
        body: BudgetRequestBody.parse(body),
      })
      toast(t('budgets.sent'))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  const change = (key: number, field: 'description' | 'amount', value: string) => {
    setLines(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)))
  }
  return (
    <FormDialogForm
      open={open}
      title={t(returned ? 'budgets.resendTitle' : 'budgets.dialogTitle')}
      onClose={onClose}
      size="lg"
      labels={{
        close: t('budgets.close'),
        cancel: t('budgets.cancel'),
        submit: t('budgets.send'),
        busy: t('budgets.sending'),
      }}
      busy={send.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField
        label={t('budgets.titleLabel')}
        hint={t('budgets.titleHint')}
        value={title}
        error={errors['title']}
        onChange={(event) => {
          setTitle(event.target.value)
        }}
      />
      <TextAreaField
        label={t('budgets.purpose')}
        hint={t('budgets.purposeHint')}
        value={purpose}
        error={errors['purpose']}
        onChange={(event) => {
          setPurpose(event.target.value)
        }}
      />
      <fieldset className="flex flex-col gap-3" aria-describedby="budget-items-hint">
        <legend className="text-base font-semibold">{t('budgets.items')}</legend>
        <p id="budget-items-hint" className={fieldHintClass}>
          {t('budgets.itemsHint', { currency: returned?.currency ?? currency })}
        </p>
        <ol className="flex flex-col gap-3">
          {lines.map((line, i) => (
            <li key={line.key} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto]">
              <InputField
                label={t('budgets.itemLabel', { n: i + 1 })}
                data-line={line.key}
                value={line.description}
                error={errors[`items.${String(i)}.description`]}
                onChange={(event) => {
                  change(line.key, 'description', event.target.value)
                }}
              />
              <InputField
                label={t('budgets.amountLabel', { n: i + 1 })}
                inputMode="decimal"
                value={line.amount}
                error={errors[`items.${String(i)}.amountMinor`]}
                onChange={(event) => {
                  change(line.key, 'amount', event.target.value)
                }}
              />
              {lines.length > 1 ? (
                <div className="sm:pt-7">
                  <Button
                    variant="secondary"
                    aria-label={t('budgets.removeItem', { n: i + 1 })}
                    onClick={() => {
                      setLines(lines.filter((other) => other.key !== line.key))
                      // Errors name lines by place: they would land on the wrong ones now.
                      setErrors({})
                      addButton.current?.focus()
                    }}
                  >
                    ✕
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {lines.length < BUDGET_ITEMS_MAX ? (
            <Button
              ref={addButton}
              variant="secondary"
              onClick={() => {
                const key = Math.max(...lines.map((line) => line.key)) + 1
                // Drawn at once, so the new line takes focus.
                flushSync(() => {
                  setLines([...lines, { key, description: '', amount: '' }])
                })
                document.querySelector<HTMLInputElement>(`[data-line="${String(key)}"]`)?.focus()
              }}
            >
              {t('budgets.addItem')}
            </Button>
          ) : (
            <span />
          )}
          <p className="font-semibold tabular-nums" aria-live="polite">
            {t('budgets.totalLine', { total: formatMoney(total, returned?.currency ?? currency) })}
          </p>
        </div>
        {errors['items'] ? <p className={fieldErrorClass}>{errors['items']}</p> : null}
      </fieldset>
    </FormDialogForm>
  )
}
