import type { PutSeasonInput, Season } from '@fireworks/core/contract';
import { placeSeasonProblem, SEASON_LIMITS, type SeasonProblemField, seasonProblemText } from '@fireworks/core/rules';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, i18n, LoadingState, Page, SeasonStatus, useOneAtATime, useSeason, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { isEditConflict } from '../../common/edit-conflict';
import { FormCard } from '../../common/form-card';
import { readLatestSeason, useSaveSeason } from './api';
import '../../common/admin.css';
import './season.css';

type Fields = {
  sales: Array<{ start: string; end: string }>;
  preorder: Array<{ labelEn: string; labelEs: string; start: string; end: string }>;
};

const toFields = (season: Season): Fields => ({
  sales: season.salesWindows.map(({ start, end }) => ({ start, end })),
  preorder: season.preorderWindows.map(({ label, start, end }) => ({ labelEn: label.en, labelEs: label.es, start, end })),
});

const toInput = (fields: Fields): PutSeasonInput => ({
  salesWindows: fields.sales.map(({ start, end }) => ({ start: start.trim(), end: end.trim() })),
  preorderWindows: fields.preorder.map(({ labelEn, labelEs, start, end }) => ({
    label: { en: labelEn, es: labelEs },
    start: start.trim(),
    end: end.trim(),
  })),
});

/** The form's field of a window's field as core names it. */
const FORM_FIELD: Record<SeasonProblemField, 'start' | 'end' | 'labelEn' | 'labelEs'> = {
  start: 'start',
  end: 'end',
  'label.en': 'labelEn',
  'label.es': 'labelEs',
};

/**
 * The server's rule (core's seasonProblem) checked before Save, its sentence shown at the window's
 * field it concerns. A problem of no one window (too many) is left to the server, shown under the form.
 */
const checkCalendar: Resolver<Fields> = async (values) => {
  const input = toInput(values);
  const placed = placeSeasonProblem({
    salesWindows: input.salesWindows,
    preorderWindows: input.preorderWindows.map((w) => ({ ...w, label: { en: w.label.en.trim(), es: w.label.es.trim() } })),
  });
  if (!placed || placed.index === null || placed.field === null) return { values, errors: {} };
  const { key, params } = seasonProblemText(placed.problem);
  const rows: Array<Record<string, { type: string; message: string }>> = [];
  rows[placed.index] = { [FORM_FIELD[placed.field]]: { type: 'validate', message: i18n.t(key, params) } };
  return { values: {}, errors: { [placed.windows === 'salesWindows' ? 'sales' : 'preorder']: rows } as FieldErrors<Fields> };
};

/** The sentence core's rule placed at a window (one at a time), said under the form too after a Save that did not go. */
function windowProblem(errors: FieldErrors<Fields>): string {
  for (const rows of [errors.sales, errors.preorder]) {
    for (const row of Array.isArray(rows) ? rows : []) {
      const message = row && Object.values(row as Record<string, { message?: string }>).find((field) => field?.message)?.message;
      if (message) return message;
    }
  }
  return '';
}

/**
 * A window's remove button. Beside the fields on a wide form, an empty line the height of a
 * field's label puts it level with the inputs (the date fields' hints make the cells unequal).
 */
function RowAction({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <div className="ad-season__action">
      <span className="fw-field__label ad-season__spacer" aria-hidden="true">
        {'\u00a0'}
      </span>
      <Button variant="secondary" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** A group's Add button; at the group's limit it is disabled and described by `limitHint` ('' below the limit). */
function AddWindow({
  limitHint,
  onClick,
  ref,
  children,
}: {
  limitHint: string;
  onClick(): void;
  ref: Ref<HTMLButtonElement>;
  children: string;
}) {
  const hintId = useId();
  return (
    <>
      <Button variant="secondary" ref={ref} disabled={limitHint !== ''} aria-describedby={limitHint ? hintId : undefined} onClick={onClick}>
        {children}
      </Button>
      {limitHint && (
        <p id={hintId} className="fw-field__hint">
          {limitHint}
        </p>
      )}
    </>
  );
}

/** The calendar form: sales windows and pre-order windows ('MM-DD' every year); dates and overlaps checked by core's rule first, the server checks again. */
function SeasonForm({ season }: { season: Season }) {
  const { t } = useTranslation('season');
  const toast = useToast();
  const save = useSaveSeason();
  const errorId = useId();
  const { control, register, handleSubmit, reset, setFocus, formState } = useForm<Fields>({
    defaultValues: toFields(season),
    resolver: checkCalendar,
  });
  type WindowField = 'start' | 'end' | 'labelEn' | 'labelEs';
  // A window's field: registered, with the problem core's rule found at it.
  const fieldOf = (group: 'sales' | 'preorder', index: number, field: WindowField) => ({
    error: (formState.errors[group]?.[index] as Partial<Record<WindowField, { message?: string }>> | undefined)?.[field]?.message,
    ...register(`${group}.${index}.${field}` as FieldPath<Fields>),
  });
  // The version the fields were loaded from, sent with the save: a calendar someone saved since is not overwritten.
  const [seenVersion, setSeenVersion] = useState(season.version);
  const sales = useFieldArray({ control, name: 'sales' });
  const preorder = useFieldArray({ control, name: 'preorder' });
  // The server keeps at most SEASON_LIMITS windows of each kind: at the limit Add is off, a hint says why.
  const full = {
    sales: sales.fields.length >= SEASON_LIMITS.salesWindows,
    preorder: preorder.fields.length >= SEASON_LIMITS.preorderWindows,
  };
  // Remove takes its own button away: the keyboard goes to the start of the window that took its
  // place, or to the group's Add button when the last one went, not back to the page's top. Load
  // the latest calendar goes too, once it has loaded: the keyboard goes to the calendar's first window.
  const addButtons = { sales: useRef<HTMLButtonElement>(null), preorder: useRef<HTMLButtonElement>(null) };
  const [focusTo, setFocusTo] = useState<{ group: 'sales' | 'preorder'; index: number } | null>(null);
  const removeWindow = (group: 'sales' | 'preorder', index: number) => {
    (group === 'sales' ? sales : preorder).remove(index);
    setFocusTo({ group, index });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per move; the refs and lists are read as they are then
  useEffect(() => {
    if (!focusTo) return;
    const left = (focusTo.group === 'sales' ? sales : preorder).fields.length;
    if (focusTo.index < left) setFocus(`${focusTo.group}.${focusTo.index}.start`);
    else addButtons[focusTo.group].current?.focus();
  }, [focusTo]);
  const error = save.isError
    ? errorText(save.error, { failed: t('editor.saveError'), unreachable: t('editor.saveError') })
    : windowProblem(formState.errors);

  const show = (calendar: Season) => {
    reset(toFields(calendar));
    setSeenVersion(calendar.version);
  };

  // Save renders busy only once the call starts: a second submit before that (a double tap, Enter
  // twice) would carry the version the first one just replaced and be refused as a conflict.
  const oneAtATime = useOneAtATime();
  const submit = handleSubmit((fields) =>
    oneAtATime(async () => {
      try {
        show(await save.mutateAsync({ ...toInput(fields), seenVersion }));
        toast.success(t('editor.saved'));
      } catch {
        // shown under the form
      }
    }),
  );

  // After a 409 the admin's edits stay on screen until they choose to replace them with the saved calendar.
  const loadLatest = async () => {
    try {
      show(await readLatestSeason());
      save.reset();
      setFocusTo({ group: 'sales', index: 0 });
      toast.success(t('editor.latestLoaded'));
    } catch (caught) {
      toast.error(errorText(caught, { failed: t('editor.loadError'), unreachable: t('editor.loadError') }));
    }
  };

  const dateProps = { placeholder: 'MM-DD', maxLength: 5, inputMode: 'numeric' as const, hint: t('editor.dateHint') };
  return (
    <FormCard title={t('editor.formTitle')} onSubmit={submit}>
      <fieldset className="ad-season__group">
        <legend>{t('editor.salesWindows')}</legend>
        {sales.fields.length === 0 && <p>{t('editor.noSalesWindows')}</p>}
        {sales.fields.map((row, index) => (
          <div className="ad-season__row ad-season__row--sales" key={row.id} data-testid="sales-window">
            <TextField label={t('editor.start', { n: index + 1 })} {...dateProps} {...fieldOf('sales', index, 'start')} />
            <TextField label={t('editor.end', { n: index + 1 })} {...dateProps} {...fieldOf('sales', index, 'end')} />
            <RowAction onClick={() => removeWindow('sales', index)}>{t('editor.removeSales', { n: index + 1 })}</RowAction>
          </div>
        ))}
        <AddWindow
          ref={addButtons.sales}
          limitHint={full.sales ? t('editor.salesLimit', { max: SEASON_LIMITS.salesWindows }) : ''}
          onClick={() => sales.append({ start: '', end: '' })}
        >
          {t('editor.addSales')}
        </AddWindow>
      </fieldset>
      <fieldset className="ad-season__group">
        <legend>{t('editor.preorderWindows')}</legend>
        {preorder.fields.map((row, index) => (
          <div className="ad-season__row ad-season__row--preorder" key={row.id} data-testid="preorder-window">
            <TextField
              className="ad-season__name"
              label={t('editor.labelEn', { n: index + 1 })}
              maxLength={SEASON_LIMITS.label}
              {...fieldOf('preorder', index, 'labelEn')}
            />
            <TextField
              className="ad-season__name"
              label={t('editor.labelEs', { n: index + 1 })}
              maxLength={SEASON_LIMITS.label}
              {...fieldOf('preorder', index, 'labelEs')}
            />
            <TextField label={t('editor.start', { n: index + 1 })} {...dateProps} {...fieldOf('preorder', index, 'start')} />
            <TextField label={t('editor.end', { n: index + 1 })} {...dateProps} {...fieldOf('preorder', index, 'end')} />
            <RowAction onClick={() => removeWindow('preorder', index)}>{t('editor.removePreorder', { n: index + 1 })}</RowAction>
          </div>
        ))}
        <AddWindow
          ref={addButtons.preorder}
          limitHint={full.preorder ? t('editor.preorderLimit', { max: SEASON_LIMITS.preorderWindows }) : ''}
          onClick={() => preorder.append({ labelEn: '', labelEs: '', start: '', end: '' })}
        >
          {t('editor.addPreorder')}
        </AddWindow>
      </fieldset>
      <FormMessage kind="error" id={errorId}>
        {error}
      </FormMessage>
      {isEditConflict(save.error) && (
        <Button variant="secondary" onClick={loadLatest}>
          {t('editor.loadLatest')}
        </Button>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('editor.save')}
      </Button>
    </FormCard>
  );
}

/** The sales calendar (issue 17): where checkout stands today, and the windows to edit. */
export default function SeasonScreen() {
  const { t } = useTranslation('season');
  const season = useSeason();
  return (
    <Page title={t('editor.title')}>
      <SeasonStatus />
      <p>{t('editor.intro', { timezone: season.data?.timezone ?? '' })}</p>
      {season.data ? (
        <SeasonForm season={season.data} />
      ) : season.isError ? (
        <FormMessage kind="error">
          {errorText(season.error, { failed: t('editor.loadError'), unreachable: t('editor.loadError') })}
        </FormMessage>
      ) : (
        <LoadingState label={t('editor.loading')} />
      )}
    </Page>
  );
}
