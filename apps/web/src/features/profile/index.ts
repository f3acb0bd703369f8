export { ProfileCard } from './components/profile-card';
export { LanguageCard } from './components/language-card';
export { ReferralCard, invitationLink } from './components/referral-card';
export { VoucherList } from './components/voucher-list';
export { profileKeys, useProfile } from './api/profile';
export { useSaveLocale } from './api/locale';
export { useUserVouchers } from './api/vouchers';
