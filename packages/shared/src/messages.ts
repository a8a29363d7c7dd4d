/**
 * User-facing texts of the specification, word for word (typos included). Both apps import them from
 * here so that a test can assert the exact text the shopper sees.
 */
export const messages = {
  emailAlreadyExists: 'Email already exists',
  invalidEmail: 'Invalid Email',
  internetNotAvailable: 'Internet not available',
  notRegistered: 'Not Registered',
  wrongPassword: 'Wrong Password',
  verifyEmailFirst: 'Please verify your email first',
  googlePopupFailure: 'An error ocurred. Please try again.',
  userNotSignedIn: 'User not signed in',
  genericFailure: 'An error occurred. Please try again.',
  profileUpdated: 'Profile updated',
  passwordUpdated: 'password updated',
  itemRemovedFromCart: 'Item Removed From Cart',
  subscribed: 'Successfuly subscribed  !',
  logInFirst: 'Please, Log In first  !',
  sellerApplicationExists: 'Already exists !',
  codOrderSuccessful: 'COD Order successful',
  fetchedSuccessfully: 'fetched Successfully',
  noItemsFound: 'No items found',
  returnNote: 'Get Return within 30 days',
  loading: 'Loading...',
  allCategories: 'All Categories',
} as const;

/** Product rules §9 business constants. */
export const limits = {
  searchPriceMin: 0,
  searchPriceMax: 15000,
  mobileBreakpointPx: 640,
  returnWindowDays: 30,
  popupWidth: 500,
  popupHeight: 600,
  popupClosedCheckMs: 2000,
  copyrightYear: 2023,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  /** `page × limit` of a product listing may not go beyond this (deep OFFSET pages are refused). */
  productPageWindow: 10_000,
} as const;
