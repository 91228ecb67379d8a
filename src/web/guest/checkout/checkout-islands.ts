// The checkout pages' React, loaded at the guest's first interaction (../defer-islands.ts): the
// checkout form hydrated as an island (checkout-form.tsx: live totals, masks, checks before the
// post, the card tokenized by the provider).
import { hydrateIslands } from '../islands.tsx';
import { CheckoutForm } from './checkout-form.tsx';

hydrateIslands({ checkout: CheckoutForm });
