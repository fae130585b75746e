import '../messages.ts'
import type { Form } from '@quad/shared'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DetailLoadFailed } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { formQuery, formResultsQuery, managedFormsQuery } from '../api.ts'
import { FormBuilder } from './form-builder.tsx'
import { FormFill } from './form-fill.tsx'
import { FormResults } from './form-results.tsx'

/**
 * Where a form's pages stand: a club's (its page frames them, the way back leads to it)
 * or the school's own (the admin console frames them, or the student's list of forms).
 */
export interface FormsPlace {
  /** The club whose forms these are; null for the school's own. */
  clubId: string | null
  /** Where the way back, and a saved form, lead. */
  backHref: string
  /** What the way back says, given the form's club once it is read. */
  backLabel: (clubName: string | null) => string
  /** Draws a page: the way back, its heading (`title`), then what it shows. */
  frame: (page: { back: ReactNode; title: string; children: ReactNode }) => ReactNode
}

interface PageProps {
  place: FormsPlace
}

function Back({ place, clubName }: { place: FormsPlace; clubName: string | null }) {
  return (
    <Link to={place.backHref} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {place.backLabel(clubName)}
    </Link>
  )
}

function Missing() {
  return (
    <DetailLoadFailed
      isMissing
      missing={{ title: t('forms.notFoundTitle'), body: t('forms.notFoundBody') }}
      failed={{ title: '', body: '', retry: '' }}
      onRetry={() => undefined}
    />
  )
}

/** Loading, not found (or not the viewer's) and failed, around what a loaded form shows. */
function Loaded<T>({
  place,
  query,
  title,
  clubName,
  children,
}: {
  place: FormsPlace
  query: UseQueryResult<T>
  title: (data: T | undefined) => string
  clubName: (data: T) => string | null
  children: (data: T) => ReactNode
}) {
  const data = query.data
  const back = <Back place={place} clubName={data ? clubName(data) : null} />
  if (query.isPending) {
    return place.frame({
      back,
      title: title(undefined),
      children: <p role="status">{t('forms.loading')}</p>,
    })
  }
  if (data === undefined) {
    return place.frame({
      back,
      title: title(undefined),
      children: (
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
      ),
    })
  }
  return place.frame({ back, title: title(data), children: children(data) })
}

/**
 * A new form (`formId` null) or a change to one, for those who run the place's forms:
 * whether the viewer does is the place's forms list answering (a 403 for anyone else).
 */
export function FormEditPage({ place, formId }: PageProps & { formId: string | null }) {
  const form = useQuery({ ...formQuery(formId ?? ''), enabled: formId !== null })
  const managed = useQuery({ ...managedFormsQuery(place.clubId), enabled: formId === null })
  if (formId === null) {
    return (
      <Loaded place={place} query={managed} title={() => t('forms.newTitle')} clubName={() => null}>
        {() => <FormBuilder clubId={place.clubId} form={null} doneHref={place.backHref} />}
      </Loaded>
    )
  }
  return (
    <Loaded
      place={place}
      query={form}
      title={() => t('forms.editTitle')}
      clubName={(data) => data.clubName}
    >
      {(data) =>
        data.viewer.manage ? (
          <FormBuilder clubId={place.clubId} form={data} doneHref={place.backHref} />
        ) : (
          <Missing />
        )
      }
    </Loaded>
  )
}

function Description({ form }: { form: Form }) {
  return form.description ? <p className="mb-6 whitespace-pre-line">{form.description}</p> : null
}

/** A form to answer (a preview for those who run it). */
export function FormAnswerPage({ place, formId }: PageProps & { formId: string }) {
  const form = useQuery(formQuery(formId))
  return (
    <Loaded
      place={place}
      query={form}
      title={(data) => data?.title ?? t('forms.title')}
      clubName={(data) => data.clubName}
    >
      {(data) => (
        <>
          <Description form={data} />
          <FormFill form={data} />
        </>
      )}
    </Loaded>
  )
}

/** A form's results, for those who run it. */
export function FormResultsPage({ place, formId }: PageProps & { formId: string }) {
  const results = useQuery(formResultsQuery(formId))
  return (
    <Loaded
      place={place}
      query={results}
      title={(data) =>
        data ? t('forms.resultsNamed', { title: data.form.title }) : t('forms.resultsTitle')
      }
      clubName={(data) => data.form.clubName}
    >
      {(data) => <FormResults results={data} />}
    </Loaded>
  )
}
