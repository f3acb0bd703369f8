/**
 * Multipart bodies an upload route cannot read, for the tests that send them (the upload routes'
 * own test and the walk of every route): each with the content type it is sent with.
 */
const BOUNDARY = 'lumbung-cut-off';
const FORM =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\nFresh\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n\u0089PNG-not-all-of-it\r\n--${BOUNDARY}--\r\n`;

export const UNREADABLE_FORMS: ReadonlyArray<{ label: string; contentType: string; body: string }> = [
  {
    label: 'cut off inside the file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: FORM.slice(0, FORM.indexOf('not-all')),
  },
  {
    label: 'cut off inside the part headers',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: FORM.slice(0, 30),
  },
  {
    label: 'cut off after a text field',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: FORM.slice(0, FORM.indexOf('Fresh') + 5),
  },
  {
    label: 'another boundary than announced',
    contentType: 'multipart/form-data; boundary=announced-boundary',
    body: FORM,
  },
  { label: 'no boundary', contentType: 'multipart/form-data', body: FORM },
];

/** Bodies an upload route refuses for other reasons: not form data at all, empty, a part without a name. */
export const MISFIT_UPLOADS: ReadonlyArray<{ label: string; contentType: string; body: string }> = [
  { label: 'JSON', contentType: 'application/json', body: '{"image":"a.png"}' },
  { label: 'plain text', contentType: 'text/plain', body: 'a.png' },
  { label: 'raw bytes', contentType: 'application/octet-stream', body: '\u0089PNG' },
  { label: 'an empty form', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  {
    label: 'a part without Content-Disposition',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nX-Note: none\r\n\r\nzz\r\n--${BOUNDARY}--\r\n`,
  },
  {
    label: 'the boundary quoted and never closed',
    contentType: `multipart/form-data; boundary="${BOUNDARY}`,
    body: FORM,
  },
];
