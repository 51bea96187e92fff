// The spec's user-facing messages, word for word (spec part 1 §8, part 2 §8). Server and client share them.

/** Generic messages by HTTP status (part 1 §8). */
export const STATUS_MESSAGES = {
  400: 'Please check your input and try again.',
  401: 'Please sign in to continue.',
  403: "You don't have permission to access this resource.",
  404: 'The requested resource could not be found.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our end. Please try again in a moment.',
  503: 'Service is temporarily unavailable. Please try again later.',
} as const;

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export const AUTH_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminRequired: 'Admin access required. Please contact an administrator.',
  accountInactive: 'Your account has been deactivated. Please contact support.',
  unknownEmail: 'No account found with this email. Would you like to create one?',
  wrongPassword: 'Incorrect password. Forgot your password?',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  registrationsClosed: 'Registrations Temporarily Closed',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetEmailSent: 'If an account exists for this email, a reset link is on its way. The link expires in 1 hour.',
  passwordReset: 'Password reset successful',
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out on every device.',
  loggedIn: 'Welcome back!',
  registered: 'Account created!',
  profileUpdated: 'Profile updated',
} as const;

export const MAINTENANCE_MESSAGE = 'Maintenance Mode: CareerKit is being updated. Please try again in 15-30 minutes.';

export const UPLOAD_MESSAGES = {
  badType: 'Please upload a PDF, Word document (.doc/.docx), or text file.',
  tooLarge: 'File size must be less than 10MB.',
} as const;

/** The operator area, contact and the test agent (spec part 2 §8). */
export const PLATFORM_MESSAGES = {
  /** What an admin call's 403 means, as a toast; the server answers AUTH_MESSAGES.adminRequired, as the gateway does. */
  adminRequired: 'Admin access required',
  contactSent: 'Thank you for your message. We will reply within 24 hours.',
  networkFailure: 'Something went wrong. Please check your internet connection and try again.',
  agentAccessDenied: 'Access Denied',
  agentNotReady: 'Agent Service Not Ready',
  healthCheckFailed: 'Health Check Failed',
  agentSetupInProgress: 'Backend setup in progress',
  agentOffline: 'Agent service offline',
  userNotFound: 'User not found',
  toolNotFound: 'Tool not found',
} as const;
