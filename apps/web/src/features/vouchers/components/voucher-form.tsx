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
import {} from '@tabler/icons-react';
import { useState } from 'react';
import {
  CreateVoucherBody,
  MESSAGES,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_TYPE_LABELS,
  VOUCHER_TYPES,
  VOUCHER_VALID_DAYS,
  type AdminVoucher,
} from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { useCreateVoucher, useUpdateVoucher } from '../api/vouchers';
import { voucherFailure } from '../lib/voucher-errors';

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
    errors[field] ??= issue.message;
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
        { onSuccess: onDone, onError: onError(MESSAGES.VOUCHER_EDIT_ERROR) },
      );
    } else {
      create.mutate(body, { onSuccess: onDone, onError: onError(MESSAGES.VOUCHER_CREATE_ERROR) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={voucher ? `Edit ${voucher.voucher_code}` : 'New voucher'}>
      <Stack gap="md">
        <FormError error={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Code"
            description="3 to 20 letters, digits or hyphens"
            required
            maxLength={20}
            autoCapitalize="characters"
            {...form.getInputProps('voucher_code')}
            onChange={(event) => form.setFieldValue('voucher_code', event.currentTarget.value.toUpperCase())}
          />
          {voucher ? (
            <TextInput
              label="Kind"
              value={VOUCHER_TYPE_LABELS[voucher.voucherType]}
              description="The kind stays: copies sit on an item, a cart or shipping by it"
              readOnly
            />
          ) : (
            <Select
              label="Kind"
              placeholder="Product, Cart or Shipping"
              required
              data={VOUCHER_TYPES.map((type) => ({ value: type, label: VOUCHER_TYPE_LABELS[type] }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('voucherType')}
              value={form.values.voucherType || null}
              onChange={(next) => form.setFieldValue('voucherType', next ?? '')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="Description"
          description="Shoppers read this in their voucher list and in the mail of a gift"
          required
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="voucher-discount-type">
            Discount
          </Text>
          <SegmentedControl
            aria-labelledby="voucher-discount-type"
            data={VOUCHER_DISCOUNT_TYPES.map((type) => ({
              value: type,
              label: type === 'PERCENTAGE' ? 'Percentage' : 'Rupiah (nominal)',
            }))}
            {...form.getInputProps('discountType')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={percentage ? 'Amount (%)' : 'Amount (Rp)'}
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
              label="Cap (Rp)"
              description="The most it takes off; empty for no cap"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="Rp "
              {...form.getInputProps('max_discount')}
            />
          ) : null}
          <NumberInput
            label="Minimum purchase (Rp)"
            description="0 for none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="Rp "
            {...form.getInputProps('min_purchase')}
          />
          <NumberInput
            label="Valid for (days)"
            description={voucher ? 'For copies given from now on' : 'From the day a copy is given'}
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
            {voucher.copies_given} {voucher.copies_given === 1 ? 'copy was' : 'copies were'} given: unused
            ones take the new terms from their next use and keep their expiry; orders keep what they got.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {voucher ? 'Save changes' : 'Create voucher'}
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
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={voucher ? `Edit ${voucher.voucher_code}` : 'New voucher'}
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close the voucher form' }}
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
