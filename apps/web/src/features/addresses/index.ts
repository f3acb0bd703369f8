export { addressKeys, useAddAddress, useAddresses, useCities, type AddressInput } from './api/addresses';
export { AddressBook } from './components/address-book';
export { AddressForm, nearestCity, type AddressFormValues, type Point } from './components/address-form';
export { NewAddressForm } from './components/new-address-form';
