import { Button, Group, Image, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  formatRupiah,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  ProductDescriptionBody,
  ProductNameBody,
  ProductPriceBody,
  type AdminProduct,
  type AdminProductImage,
} from '@lumbung/contracts';
import { ImageDropzone } from '@/components/back-office/image-dropzone';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useChangeProduct, type ProductChange } from '../api/products';
import { ruleText } from '../lib/rule-texts';

/** The first rule a field breaks, in the language shown. */
const firstRule = (issues: readonly { message: string }[]) => {
  const message = issues[0]?.message;
  return message ? ruleText(message) : null;
};

/** One field's form: checked by its contract, sent as its own call, the answer kept in the cache. */
function useFieldEditor(product: AdminProduct, field: 'product_name' | 'description' | 'price') {
  const t = useT();
  const change = useChangeProduct(product.product_id);
  const [error, setError] = useState<string | null>(null);
  const save = (request: ProductChange, saved: MessageId) =>
    change.mutate(request, {
      onSuccess: () => {
        setError(null);
        toast.success(t(saved));
      },
      onError: (failure) =>
        setError(
          fieldErrorsFor(failure, [field])[field] ?? errorMessage(failure, t('super-admin.error.unexpected')),
        ),
    });
  return { change, error, setError, save };
}

function EditorForm({
  label,
  onSubmit,
  pending,
  children,
  saveLabel,
}: {
  label: string;
  onSubmit: () => void;
  pending: boolean;
  children: ReactNode;
  saveLabel: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs" align="stretch">
        {children}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={pending}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PATCH /api/products/name/{id} {product_name}. */
export function ProductNameEditor({ product }: { product: AdminProduct }) {
  const t = useT();
  const { change, error, setError, save } = useFieldEditor(product, 'product_name');
  const [name, setName] = useState(product.product_name);
  return (
    <EditorForm
      label={t('super-admin.product.name')}
      saveLabel={t('super-admin.product.saveName')}
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductNameBody.safeParse({ product_name: name });
        if (!parsed.success) return setError(firstRule(parsed.error.issues));
        save({ kind: 'name', product_name: parsed.data.product_name }, 'super-admin.product.nameSaved');
      }}
    >
      <TextInput
        label={t('super-admin.product.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={PRODUCT_NAME_MAX + 10}
        error={error}
      />
    </EditorForm>
  );
}

/** PATCH /api/products/description/{id} {description}. */
export function ProductDescriptionEditor({ product }: { product: AdminProduct }) {
  const t = useT();
  const { change, error, setError, save } = useFieldEditor(product, 'description');
  const [description, setDescription] = useState(product.description);
  return (
    <EditorForm
      label={t('super-admin.product.description')}
      saveLabel={t('super-admin.product.saveDescription')}
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductDescriptionBody.safeParse({ description });
        if (!parsed.success) return setError(firstRule(parsed.error.issues));
        save(
          { kind: 'description', description: parsed.data.description },
          'super-admin.product.descriptionSaved',
        );
      }}
    >
      <Textarea
        label={t('super-admin.product.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={PRODUCT_DESCRIPTION_MAX + 10}
        error={error}
      />
    </EditorForm>
  );
}

/** PATCH /api/products/price/{id} {price}: whole rupiah, shown in id-ID. */
export function ProductPriceEditor({ product }: { product: AdminProduct }) {
  const t = useT();
  const { change, error, setError, save } = useFieldEditor(product, 'price');
  const [price, setPrice] = useState<number | string>(product.price);
  const number = typeof price === 'number' ? price : Number(price);
  return (
    <EditorForm
      label={t('super-admin.product.price')}
      saveLabel={t('super-admin.product.savePrice')}
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductPriceBody.safeParse({ price: price === '' ? undefined : price });
        if (!parsed.success) return setError(firstRule(parsed.error.issues));
        save({ kind: 'price', price: parsed.data.price }, 'super-admin.product.priceSaved');
      }}
    >
      <NumberInput
        label={t('super-admin.product.priceRp')}
        value={price}
        onChange={setPrice}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        error={error}
        description={
          Number.isInteger(number) && number > 0 ? formatRupiah(number) : t('super-admin.product.wholeRupiah')
        }
      />
    </EditorForm>
  );
}

/** PATCH /api/products/images/{imageId} multipart image: one picture replaced in place. */
export function ProductImageEditor({
  product,
  image,
  index,
}: {
  product: AdminProduct;
  image: AdminProductImage;
  index: number;
}) {
  const t = useT();
  const change = useChangeProduct(product.product_id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = index + 1;
  const label = image.is_primary
    ? t('super-admin.product.picturePrimary', { number })
    : t('super-admin.product.picture', { number });
  return (
    <EditorForm
      label={label}
      saveLabel={t('super-admin.product.replacePicture')}
      pending={change.isPending}
      onSubmit={() => {
        if (!file) return setError(t('super-admin.product.pictureMissing'));
        change.mutate(
          { kind: 'image', imageId: image.product_image_id, image: file },
          {
            onSuccess: () => {
              setFile(null);
              setError(null);
              toast.success(t('super-admin.product.pictureReplaced'));
            },
            onError: (failure) => setError(errorMessage(failure, t('super-admin.error.imageUpdate'))),
          },
        );
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Image
          src={image.product_image}
          alt={t('super-admin.product.pictureOf', { picture: label, name: product.product_name })}
          w={72}
          h={72}
          radius="md"
          fit="cover"
        />
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Group>
      <ImageDropzone
        label={
          image.is_primary
            ? t('super-admin.product.newPicturePrimary', { number })
            : t('super-admin.product.newPicture', { number })
        }
        value={file}
        onChange={setFile}
        error={error}
      />
    </EditorForm>
  );
}
