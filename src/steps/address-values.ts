import { addressFormValue, addressKey, isStoredAddress } from '../domain/address.ts';

/** A stored address was confirmed on the map before it was sent: the form's confirmation is its key. */
export const confirmedAddress = (stored: Parameters<typeof addressFormValue>[0]) => {
  const address = addressFormValue(stored);
  return { address, confirmed: isStoredAddress(stored) ? addressKey(address) : null };
};
