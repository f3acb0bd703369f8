import { useState } from 'react';
import type { ShopperProductDetail } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { ProductPicture } from './product-picture';
import classes from './product-detail.module.css';

/** The primary picture first, then the others in their order. */
export function orderedPictures(images: ShopperProductDetail['product_images']): string[] {
  return [...images.filter((image) => image.is_primary), ...images.filter((image) => !image.is_primary)].map(
    (image) => image.product_image,
  );
}

/** A product's pictures: a large one and, when there are more, thumbnails to switch between them. */
export function ProductGallery({
  name,
  images,
}: {
  name: string;
  images: ShopperProductDetail['product_images'];
}) {
  const t = useT();
  const pictures = orderedPictures(images);
  const [chosen, setChosen] = useState(0);
  const current = pictures[Math.min(chosen, pictures.length - 1)] ?? null;

  return (
    <div className={classes.gallery}>
      <div className={classes.stage}>
        <ProductPicture
          src={current}
          alt={
            pictures.length > 1
              ? t('storefront.gallery.picture', { name, number: chosen + 1, count: pictures.length })
              : name
          }
          size={320}
          eager
        />
      </div>
      {pictures.length > 1 ? (
        <div className={classes.thumbs} role="group" aria-label={t('storefront.gallery.label')}>
          {pictures.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              className={classes.thumb}
              aria-label={t('storefront.gallery.show', { number: index + 1, count: pictures.length })}
              aria-pressed={index === chosen}
              onClick={() => setChosen(index)}
            >
              <img src={src} alt="" width={56} height={56} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
