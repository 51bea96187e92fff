// Identity: users, sign-in, registration, profile, password reset (spec part 1 §3, §5; part 2 §3, §5).
import { z } from 'zod';
import { email, isoDate, optionalText, password, requiredText } from './fields';

export const INDUSTRY_EXPERIENCE = ['Beginner (0-2 years)', 'Intermediate (3-5 years)', 'Advanced (6-10 years)', 'Expert (10+ years)'] as const;
export const ROLES = ['user', 'admin'] as const;

export const CurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  industryExperience: z.string().nullable(),
  /** Text, as the spec stores it ('20' by default). */
  profileCompleteness: z.string(),
  role: z.enum(ROLES),
  createdAt: isoDate,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const RegisterRequest = z.object({
  email,
  username: requiredText('Username', 30)
    .min(3, 'Username must be at least 3 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores'),
  password,
});
export const LoginRequest = z.object({
  email,
  password: z.string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') }).min(1, 'Password is required').max(128),
});
export const AuthSuccess = z.object({ token: z.string(), user: CurrentUser, message: z.string() });
/** A failed sign-in: the server flags which way out to offer (part 2 §2). */
export const LoginFailure = z.object({
  error: z.string(),
  message: z.string(),
  showRegister: z.boolean().optional(),
  showForgotPassword: z.boolean().optional(),
});

export const MeResponse = z.object({ user: CurrentUser });

export const ProfileUpdateRequest = z.object({
  fullName: optionalText('Full name', 100),
  company: optionalText('Company', 100),
  jobTitle: optionalText('Job title', 100),
  industryExperience: z.enum(INDUSTRY_EXPERIENCE, { error: `Industry experience must be one of: ${INDUSTRY_EXPERIENCE.join(', ')}` }).or(z.literal('')).optional(),
});
export const ProfileUpdateResponse = z.object({ user: CurrentUser, message: z.string() });

export const ForgotPasswordRequest = z.object({ email });
export const ResetPasswordRequest = z.object({
  token: requiredText('Token', 200),
  newPassword: password,
});
export const MessageResponse = z.object({ message: z.string() });
