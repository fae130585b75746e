import '../messages.ts'
import type { Form } from '@quad/shared'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DetailLoadFailed, DetailPage as Page } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubFormsQuery, formQuery, formResultsQuery } from '../api.ts'
import { FormBuilder } from './form-builder.tsx'
import { FormFill } from './form-fill.tsx'
import { FormResults } from './form-results.tsx'

interface PageProps {
  clubId: string
  /** The club's page, which the way back leads to. */
  clubHref: string
}

function Back({ href, name }: { href: string; name: string | null }) {
  return (
    <Link to={href} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {name ? t('forms.back', { club: name }) : t('forms.backToForms')}
    </Link>
  )
}

/** Loading, not found (or not the viewer's) and failed, around what a loaded form shows. */
function Loaded<T>({
  query,
  clubHref,
  clubName,
  children,
}: {
  query: UseQueryResult<T>
  clubHref: string
  clubName: (data: T) => string | null
  children: (data: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <Page back={<Back href={clubHref} name={null} />}>
        <p role="status">{t('forms.loading')}</p>
      </Page>
    )
  }
  if (!query.data) {
    return (
      <Page back={<Back href={clubHref} name={null} />}>
        <DetailLoadFailed
          isMissing={isHttpError(query.error, 404) || isHttpError(query.error, 403)}
          missing={{ title: t('forms.notFoundTitle'), body: t('forms.notFoundBody') }}
          failed={{
            title: t('forms.errorTitle'),
            body: t('forms.errorBody'),
            retry: t('forms.retry'),
          }}
          onRetry={() => void query.refetch()}
        />
      </Page>
    )
  }
  return (
    <Page back={<Back href={clubHref} name={clubName(query.data)} />}>{children(query.data)}</Page>
  )
}

function Heading({ title, form }: { title: string; form?: Form }) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      {form?.description ? <p className="whitespace-pre-line">{form.description}</p> : null}
    </header>
  )
}

/** The builder is for those who run the club's forms: to anyone else it is not there. */
function NotYours() {
  return (
    <DetailLoadFailed
      isMissing
      missing={{ title: t('forms.notFoundTitle'), body: t('forms.notFoundBody') }}
      failed={{ title: '', body: '', retry: '' }}
      onRetry={() => undefined}
    />
  )
}

/**
 * A new form for the club (`formId` null), or a change to one. Whether the viewer runs
 * the club's forms is the club's forms list answering (a 403 for anyone else).
 */
export function FormEditPage({ clubId, clubHref, formId }: PageProps & { formId: string | null }) {
  const form = useQuery({ ...formQuery(formId ?? ''), enabled: formId !== null })
  const managed = useQuery({ ...clubFormsQuery(clubId), enabled: formId === null })
  if (formId === null) {
    return (
      <Loaded query={managed} clubHref={clubHref} clubName={() => null}>
        {() => (
          <>
            <Heading title={t('forms.newTitle')} />
            <FormBuilder clubId={clubId} form={null} doneHref={clubHref} />
          </>
        )}
      </Loaded>
    )
  }
  return (
    <Loaded query={form} clubHref={clubHref} clubName={(data) => data.clubName}>
      {(data) =>
        data.viewer.manage ? (
          <>
            <Heading title={t('forms.editTitle')} />
            <FormBuilder clubId={clubId} form={data} doneHref={clubHref} />
          </>
        ) : (
          <NotYours />
        )
      }
    </Loaded>
  )
}

/** A form to answer (a preview for those who run it). */
export function FormAnswerPage({ clubHref, formId }: PageProps & { formId: string }) {
  const form = useQuery(formQuery(formId))
  return (
    <Loaded query={form} clubHref={clubHref} clubName={(data) => data.clubName}>
      {(data) => (
        <>
          <Heading title={data.title} form={data} />
          <FormFill form={data} />
        </>
      )}
    </Loaded>
  )
}

/** A form's results, for those who run it. */
export function FormResultsPage({ clubHref, formId }: PageProps & { formId: string }) {
  const results = useQuery(formResultsQuery(formId))
  return (
    <Loaded query={results} clubHref={clubHref} clubName={(data) => data.form.clubName}>
      {(data) => (
        <>
          <Heading title={t('forms.resultsNamed', { title: data.form.title })} />
          <FormResults results={data} />
        </>
      )}
    </Loaded>
  )
}
