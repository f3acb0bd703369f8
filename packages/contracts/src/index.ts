export * from './constants';
export * from './messages';
export * from './money';
export * from './common.schemas';
export * from './auth.schemas';
export * from './catalogue.schemas';
export * from './mail.schemas';
export * from './cart.schemas';
