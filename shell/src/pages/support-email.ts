/** The support address the contact, legal and payment pages give (spec part 2 §2, §8). */
export const SUPPORT_EMAIL = 'support@careerkit.local';
