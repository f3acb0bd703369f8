import { Anchor, Image, Skeleton, Text, type ImageProps } from '@mantine/core';
import { useQuery, type QueryCache } from '@tanstack/react-query';
import { useT } from '@/i18n';
import { apiBlob, errorMessage } from '@/lib/api-client';

const KEY = 'private-picture';

/**
 * A picture only some people may see (a proof of transfer): the API serves it to the caller's
 * token, never to a bare `<img src>`, so it is fetched with the token and shown from an object URL
 * (which also opens it in full in a new tab). The URL is freed when its query leaves the cache.
 */
export function PrivatePicture({
  src,
  alt,
  linkLabel,
  ...imageProps
}: {
  /** The API's address of the picture. */
  src: string;
  alt: string;
  /** The link's name, when the picture's alt text is not the name it should have. */
  linkLabel?: string;
} & Omit<ImageProps, 'src'>) {
  const t = useT();
  const picture = useQuery({
    queryKey: [KEY, src] as const,
    queryFn: async ({ signal, client }) => {
      freeWhenDropped(client.getQueryCache());
      return URL.createObjectURL(await apiBlob(src, { signal }));
    },
    // A payment's picture never changes; a refused one is not asked for again and again.
    staleTime: Infinity,
    retry: false,
  });
  if (picture.isError) {
    return (
      <Text size="sm" c="dimmed" role="note">
        {errorMessage(picture.error, t('shop.unexpectedError'))}
      </Text>
    );
  }
  if (!picture.data) {
    return <Skeleton h={imageProps.h ?? imageProps.mah ?? 200} radius="md" aria-label={alt} />;
  }
  return (
    <Anchor href={picture.data} target="_blank" rel="noreferrer" aria-label={linkLabel} display="block">
      <Image src={picture.data} alt={alt} {...imageProps} />
    </Anchor>
  );
}

const watched = new WeakSet<QueryCache>();

/** Frees a picture's object URL once its query is dropped from `cache` (unused for a while). */
function freeWhenDropped(cache: QueryCache) {
  if (watched.has(cache)) return;
  watched.add(cache);
  cache.subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== KEY) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}
