import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  CreateVoucherBody,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_TYPES,
  VOUCHER_VALID_DAYS,
  type AdminVoucher,
} from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { useT } from '@/i18n';
import { useCreateVoucher, useUpdateVoucher } from '../api/vouchers';
import { voucherFailure } from '../lib/voucher-errors';
import { ruleText } from '../lib/voucher-texts';

type Values = {
  voucher_code: string;
  description: string;
  voucherType: string;
  discountType: string;
  discount_amount: number | string;
  min_purchase: number | string;
  max_discount: number | string;
  valid_days: number | string;
};
type Field = keyof Values;
const FIELDS: readonly Field[] = [
  'voucher_code',
  'description',
  'voucherType',
  'discountType',
  'discount_amount',
  'min_purchase',
  'max_discount',
  'valid_days',
];

const numberOrUndefined = (value: number | string) =>
  value === '' || value === null ? undefined : typeof value === 'number' ? value : Number(value);

/** The form's values as the create body (the contract's rules judge it, as the API would). */
function toBody(values: Values) {
  const percentage = values.discountType === 'PERCENTAGE';
  return {
    voucher_code: values.voucher_code,
    description: values.description,
    voucherType: values.voucherType || undefined,
    discountType: values.discountType || undefined,
    discount_amount: numberOrUndefined(values.discount_amount),
    min_purchase: numberOrUndefined(values.min_purchase) ?? 0,
    max_discount: percentage ? (numberOrUndefined(values.max_discount) ?? null) : null,
    valid_days: numberOrUndefined(values.valid_days),
  };
}

/** Every rule of the contract, each text on its field. */
export function validateVoucher(values: Values): Partial<Record<Field, string>> {
  const parsed = CreateVoucherBody.safeParse(toBody(values));
  const errors: Partial<Record<Field, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]) ?? 'voucher_code';
    errors[field] ??= ruleText(issue.message);
  }
  return errors;
}

function initialValues(voucher: AdminVoucher | null): Values {
  return voucher
    ? {
        voucher_code: voucher.voucher_code,
        description: voucher.description,
        voucherType: voucher.voucherType,
        discountType: voucher.discountType,
        discount_amount: voucher.discount_amount,
        min_purchase: voucher.min_purchase,
        max_discount: voucher.max_discount ?? '',
        valid_days: voucher.valid_days,
      }
    : {
        voucher_code: '',
        description: '',
        voucherType: '',
        discountType: 'PERCENTAGE',
        discount_amount: '',
        min_purchase: 0,
        max_discount: '',
        valid_days: VOUCHER_VALID_DAYS.default,
      };
}

function VoucherForm({
  voucher,
  onDone,
  onCancel,
}: {
  voucher: AdminVoucher | null;
  onDone: (voucher: AdminVoucher) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const create = useCreateVoucher();
  const update = useUpdateVoucher();
  const pending = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: initialValues(voucher), validate: validateVoucher });
  const percentage = form.values.discountType === 'PERCENTAGE';

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = CreateVoucherBody.parse(toBody(values));
    const onError = (fixed: string) => (error: unknown) => {
      form.setErrors(fieldErrorsFor(error, FIELDS));
      setFormError(voucherFailure(error, fixed));
    };
    if (voucher) {
      const { voucherType: _kind, ...change } = body;
      update.mutate(
        { id: voucher.voucher_id, change },
        { onSuccess: onDone, onError: onError(t('super-admin.error.voucherEdit')) },
      );
    } else {
      create.mutate(body, { onSuccess: onDone, onError: onError(t('super-admin.error.voucherCreate')) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        voucher
          ? t('super-admin.vouchers.editOf', { code: voucher.voucher_code })
          : t('super-admin.vouchers.new')
      }
    >
      <Stack gap="md">
        <FormError error={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('super-admin.vouchers.code')}
            description={t('super-admin.vouchers.codeHint')}
            required
            maxLength={20}
            autoCapitalize="characters"
            {...form.getInputProps('voucher_code')}
            onChange={(event) => form.setFieldValue('voucher_code', event.currentTarget.value.toUpperCase())}
          />
          {voucher ? (
            <TextInput
              label={t('super-admin.vouchers.kind')}
              value={t(`super-admin.voucherType.${voucher.voucherType}`)}
              description={t('super-admin.vouchers.kindStays')}
              readOnly
            />
          ) : (
            <Select
              label={t('super-admin.vouchers.kind')}
              placeholder={t('super-admin.vouchers.kindPlaceholder')}
              required
              data={VOUCHER_TYPES.map((type) => ({
                value: type,
                label: t(`super-admin.voucherType.${type}`),
              }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('voucherType')}
              value={form.values.voucherType || null}
              onChange={(next) => form.setFieldValue('voucherType', next ?? '')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('super-admin.vouchers.description')}
          description={t('super-admin.vouchers.descriptionHint')}
          required
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="voucher-discount-type">
            {t('super-admin.vouchers.discount')}
          </Text>
          <SegmentedControl
            aria-labelledby="voucher-discount-type"
            data={VOUCHER_DISCOUNT_TYPES.map((type) => ({
              value: type,
              label:
                type === 'PERCENTAGE'
                  ? t('super-admin.vouchers.percentage')
                  : t('super-admin.vouchers.rupiahNominal'),
            }))}
            {...form.getInputProps('discountType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={percentage ? t('super-admin.vouchers.amountPercent') : t('super-admin.vouchers.amountRp')}
            required
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={percentage ? undefined : '.'}
            decimalSeparator=","
            suffix={percentage ? '%' : undefined}
            prefix={percentage ? undefined : 'Rp '}
            {...form.getInputProps('discount_amount')}
          />
          {percentage ? (
            <NumberInput
              label={t('super-admin.vouchers.cap')}
              description={t('super-admin.vouchers.capHint')}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="Rp "
              {...form.getInputProps('max_discount')}
            />
          ) : null}
          <NumberInput
            label={t('super-admin.vouchers.minPurchase')}
            description={t('super-admin.vouchers.minPurchaseHint')}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="Rp "
            {...form.getInputProps('min_purchase')}
          />
          <NumberInput
            label={t('super-admin.vouchers.validFor')}
            description={
              voucher ? t('super-admin.vouchers.validForEdit') : t('super-admin.vouchers.validForNew')
            }
            required
            allowDecimal={false}
            allowNegative={false}
            min={VOUCHER_VALID_DAYS.min}
            max={VOUCHER_VALID_DAYS.max}
            {...form.getInputProps('valid_days')}
          />
        </SimpleGrid>
        {voucher && voucher.copies_given > 0 ? (
          <Text size="sm" c="gray.8">
            {voucher.copies_given === 1
              ? t('super-admin.vouchers.copyGiven')
              : t('super-admin.vouchers.copiesGiven', { count: voucher.copies_given })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('super-admin.common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {voucher ? t('super-admin.vouchers.saveChanges') : t('super-admin.vouchers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The create form (no voucher) or the edit form of a voucher, in a dialog. */
export function VoucherFormDialog({
  opened,
  voucher,
  onClose,
  onDone,
}: {
  opened: boolean;
  voucher: AdminVoucher | null;
  onClose: () => void;
  onDone: (voucher: AdminVoucher) => void;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        voucher
          ? t('super-admin.vouchers.editOf', { code: voucher.voucher_code })
          : t('super-admin.vouchers.new')
      }
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('super-admin.vouchers.closeForm') }}
    >
      {opened ? (
        <VoucherForm
          key={voucher?.voucher_id ?? 'new'}
          voucher={voucher}
          onDone={onDone}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
