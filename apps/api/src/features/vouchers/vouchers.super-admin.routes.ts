import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateVoucherBody,
  GiftVoucherBody,
  GiftVoucherResponse,
  IdParam,
  UpdateVoucherBody,
  VOUCHER_ANSWERS,
  VoucherResponse,
  VouchersQuery,
  VouchersResponse,
} from '@lumbung/contracts';
import { voucherGiftMail } from './vouchers.mails';
import {
  createVoucher,
  giftVoucher,
  listVouchers,
  removeVoucher,
  updateVoucher,
} from './vouchers.super-admin.service';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';
import { mailLocale } from '../../platform/mail-texts';

const superRoute = routeFamily({ tag: 'vouchers', errors: CHANGE_ERRORS, auth: 'SUPER_ADMIN' });

/** The super admin's vouchers (docs/product.md §7 "Super admin"): list, create, edit, delete, gift by e-mail. */
export const vouchersSuperAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/super-admin/vouchers',
    superRoute({
      summary:
        'Vouchers with the copies given, used and what they cost: 10 a page, discount_amount ascending by default; search by code or description; filters voucherType and discountType',
      querystring: VouchersQuery,
      response: { 200: VouchersResponse },
    }),
    async (request) => ({ message: VOUCHER_ANSWERS.listed, ...(await listVouchers(app.db, request.query)) }),
  );

  app.post(
    '/super-admin/voucher',
    superRoute({
      summary: 'Creates a voucher (its code unique among live vouchers: 409 otherwise)',
      body: CreateVoucherBody,
      response: { 201: VoucherResponse },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: VOUCHER_ANSWERS.created, data: await createVoucher(app.db, request.body) }),
  );

  app.patch(
    '/super-admin/voucher/:id',
    superRoute({
      summary: "Changes a voucher's code, description, amount, minimum, cap or validity (not its kind)",
      params: IdParam,
      body: UpdateVoucherBody,
      response: { 200: VoucherResponse },
    }),
    async (request) => ({
      message: VOUCHER_ANSWERS.updated,
      data: await updateVoucher(app.db, request.params.id, request.body),
    }),
  );

  app.put(
    '/super-admin/voucher/:id',
    superRoute({
      summary:
        'Deletes a voucher (soft): unused copies stop working and leave the carts; orders keep what they got',
      params: IdParam,
      response: { 200: VoucherResponse },
    }),
    async (request) => ({
      message: VOUCHER_ANSWERS.deleted,
      data: await removeVoucher(app.db, request.params.id),
    }),
  );

  app.post(
    '/super-admin/gift-voucher/:id',
    superRoute({
      summary: 'Gives the shopper (role USER) with this e-mail a copy of the voucher, and mails them',
      params: IdParam,
      body: GiftVoucherBody,
      response: { 201: GiftVoucherResponse },
    }),
    async (request, reply) => {
      const { voucher, copy, user, locale } = await giftVoucher(
        app.db,
        request.params.id,
        request.body.email,
      );
      // After the commit: the mail names a copy that is really there (and never fails the gift).
      await app.mailer.sendMail({
        to: user.email,
        ...voucherGiftMail({
          username: user.username,
          publicUrl: app.config.publicUrl,
          gift: copy,
          voucher,
          locale: mailLocale(locale, request.locale),
        }),
      });
      return reply.status(201).send({
        message: VOUCHER_ANSWERS.gifted,
        data: {
          voucher,
          gift: {
            user_voucher_id: copy.userVoucherId,
            redeem_code: copy.redeemCode,
            expires_at: copy.expiresAt.toISOString(),
            ...user,
          },
        },
      });
    },
  );
};
