// Spec 3 §2.2 Payment: with no saved card it opens NewCreditCard, unless the person just came
// from NewCreditCard (then the empty list shows, so back does not loop).
let cameFromNewCard = false;

export const paymentsNavigation = {
  leftNewCard() {
    cameFromNewCard = true;
  },
  /** Read once by the Payment loader. */
  takeCameFromNewCard(): boolean {
    const value = cameFromNewCard;
    cameFromNewCard = false;
    return value;
  },
};
