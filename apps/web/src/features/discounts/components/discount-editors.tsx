import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DiscountValueBody, PERCENTAGE_RANGE, type Discount } from '@lumbung/contracts';
import { ImageDropzone } from '@/components/back-office/image-dropzone';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useChangeDiscount } from '../api/discounts';
import { discountRuleText, endOfWibDay, startOfWibDay, wibDayOf } from '../lib/discount-text';

/**
 * docs/product.md §5 discount value update: 'Value must be a positive number.' plus the type's own bounds
 * (1 to 100 for a percentage).
 */
export function valueProblem(type: Discount['type'], value: number | string): string | null {
  const parsed = DiscountValueBody.safeParse({ value: value === '' ? undefined : Number(value) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message;
    return issue ? discountRuleText(issue) : t('store-admin.discount.rule.valuePositive');
  }
  const number = Number(value);
  if (type === 'PERCENTAGE' && (number < PERCENTAGE_RANGE.min || number > PERCENTAGE_RANGE.max)) {
    return t('store-admin.discount.rule.percentageRange');
  }
  if (type === 'NOMINAL' && !(number > 0)) return t('store-admin.discount.rule.nominalPositive');
  return null;
}

/** Changes a percentage or nominal discount's value. */
export function DiscountValueEditor({ storeId, discount }: { storeId: number; discount: Discount }) {
  const t = useT();
  const change = useChangeDiscount(storeId, discount.discount_id);
  const [value, setValue] = useState<number | string>(discount.value);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = valueProblem(discount.type, value);
    setError(problem);
    if (problem) return;
    change.mutate(
      { kind: 'value', value: Number(value) },
      {
        onSuccess: () => toast.success(t('store-admin.discount.valueUpdated')),
        onError: (failure) =>
          setError(
            fieldErrorsFor(failure, ['value']).value ??
              errorMessage(failure, t('store-admin.discount.valueFailed')),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('store-admin.discount.valueForm')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label={
            discount.type === 'PERCENTAGE'
              ? t('store-admin.discount.valuePercent')
              : t('store-admin.discount.valueRupiah')
          }
          value={value}
          onChange={setValue}
          allowDecimal={false}
          thousandSeparator={discount.type === 'PERCENTAGE' ? undefined : '.'}
          decimalSeparator=","
          error={error}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit" mt={25} loading={change.isPending} variant="light">
          {t('store-admin.discount.saveValue')}
        </Button>
      </Group>
    </form>
  );
}

/** Moves the start or end date (days in WIB). */
export function DiscountDatesEditor({ storeId, discount }: { storeId: number; discount: Discount }) {
  const t = useT();
  const change = useChangeDiscount(storeId, discount.discount_id);
  const [start, setStart] = useState(wibDayOf(discount.start_date));
  const [end, setEnd] = useState(wibDayOf(discount.end_date));
  const [errors, setErrors] = useState<{ start_date?: string; end_date?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end) {
      setErrors({ [!start ? 'start_date' : 'end_date']: t('store-admin.discount.rule.datesRequired') });
      return;
    }
    if (end < start) {
      setErrors({ end_date: t('store-admin.discount.rule.endBeforeStart') });
      return;
    }
    setErrors({});
    change.mutate(
      { kind: 'dates', start_date: startOfWibDay(start), end_date: endOfWibDay(end) },
      {
        onSuccess: () => toast.success(t('store-admin.discount.datesUpdated')),
        onError: (failure) => {
          const onFields = fieldErrorsFor(failure, ['start_date', 'end_date']);
          setErrors(
            Object.keys(onFields).length
              ? onFields
              : { end_date: errorMessage(failure, t('store-admin.common.unexpectedError')) },
          );
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('store-admin.discount.datesForm')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            type="date"
            label={t('store-admin.discount.startDate')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={errors.start_date}
            style={{ flex: '1 1 150px' }}
          />
          <TextInput
            type="date"
            label={t('store-admin.discount.endDate')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.end_date}
            style={{ flex: '1 1 150px' }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={change.isPending} variant="light">
            {t('store-admin.discount.saveDates')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Replaces the picture (multipart, 1 MB, JPG/PNG). */
export function DiscountImageEditor({ storeId, discount }: { storeId: number; discount: Discount }) {
  const t = useT();
  const change = useChangeDiscount(storeId, discount.discount_id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <ImageDropzone
        label={t('store-admin.discount.picture')}
        value={file}
        onChange={(next) => {
          setFile(next);
          setError(null);
        }}
        currentUrl={discount.image}
        error={error}
      />
      <Group>
        <Button
          variant="light"
          disabled={!file}
          loading={change.isPending}
          onClick={() =>
            file &&
            change.mutate(
              { kind: 'image', image: file },
              {
                onSuccess: () => {
                  setFile(null);
                  toast.success(t('store-admin.discount.pictureUpdated'));
                },
                onError: (failure) => setError(errorMessage(failure, t('store-admin.discount.imageFailed'))),
              },
            )
          }
        >
          {t('store-admin.discount.savePicture')}
        </Button>
      </Group>
    </Stack>
  );
}
