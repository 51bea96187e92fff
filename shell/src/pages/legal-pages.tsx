// The static legal pages (spec part 1 §1, §2; part 2 §2, §9). The facts they state come from the spec: refund
// window 24 hours, cookies 30 days of inactivity, usage logs anonymised after 12 months, minimum age 16.
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@careerkit/web/router';
import { SUPPORT_EMAIL } from './support-email';

const { Paragraph, Title } = Typography;

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AreaFrame title={title}>
      <article style={{ maxWidth: 760 }}>
        {children}
        <Section heading="Contact">
          CareerKit is operated by CareerKit Ltd. Questions about this page go to{' '}
          <Typography.Link underline href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Typography.Link> or through our <Link to="/contact">contact form</Link>.
        </Section>
      </article>
    </AreaFrame>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Title level={4}>{heading}</Title>
      <Paragraph>{children}</Paragraph>
    </section>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <Paragraph>
        These terms apply when you use CareerKit, a set of AI career tools for job seekers operated by CareerKit Ltd. By creating an account or
        running a tool you agree to them.
      </Paragraph>
      <Section heading="Who can use CareerKit">
        You must be at least 16 years old to create an account. Keep your password to yourself: you are responsible for what is done with your
        account.
      </Section>
      <Section heading="Free previews and paid uses">
        Every tool comes with a free preview and a small number of free uses. When you want more, you buy full access to that one tool, which gives
        you a set number of uses. The price and the number of uses are shown on the <Link to="/pricing">pricing page</Link> and before you pay.
        You pay per use: there are no subscriptions and nothing renews automatically.
      </Section>
      <Section heading="Payments">
        Payments are made by card through our card payment provider. Your card details go to the provider, not to us; we keep a record of the tool,
        the amount, the status and the payment reference.
      </Section>
      <Section heading="Refunds">
        If a purchase went wrong, write to {SUPPORT_EMAIL} with the payment reference within 24 hours of the payment to request a refund. We
        answer every request by email.
      </Section>
      <Section heading="AI-generated content">
        Results are produced by AI and can be incomplete or wrong. Review every result before you use it, for example before you send a cover
        letter or quote a salary figure. The <Link to="/legal/disclaimer">AI Disclaimer</Link> explains more.
      </Section>
      <Section heading="Fair use">
        Only upload content you have the right to share. Do not try to break, overload or work around the limits of the service, and do not use
        it to mislead employers.
      </Section>
      <Section heading="Changes">
        We may update these terms when the service changes. The version on this page is the one that applies.
      </Section>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <Paragraph>CareerKit Ltd. runs CareerKit and is responsible for the personal data described here.</Paragraph>
      <Section heading="What we collect">
        Your account details (email, username and, if you add them, full name, company, job title and experience level); what you give a tool,
        such as resume text, uploaded files, job descriptions and salary details, and the results it produces; and a record of each payment
        (tool, amount, status and payment reference). Card details are handled by our card payment provider and never reach us.
      </Section>
      <Section heading="Why we use it">
        To run the tools you ask for, count your free and paid uses, process payments and refunds, answer support requests and keep the service
        secure. Text you submit to a tool is processed by AI to produce your result.
      </Section>
      <Section heading="How long we keep it">
        Usage logs are anonymised after 12 months. Authentication cookies expire after 30 days of inactivity; see the{' '}
        <Link to="/legal/cookies">Cookie Policy</Link>.
      </Section>
      <Section heading="Age">CareerKit is not meant for anyone under 16, and we do not knowingly hold data about them.</Section>
      <Section heading="Your choices">
        You can read and correct your profile at any time. Under Your Data on your <Link to="/profile">profile</Link> you can download a copy of
        everything we hold about you and delete your account (payment records are then kept for accounting without anything that identifies
        you). You can also write to {SUPPORT_EMAIL}.
      </Section>
    </LegalPage>
  );
}

export function AiDisclaimerPage() {
  return (
    <LegalPage title="AI Disclaimer">
      <Paragraph>
        CareerKit uses AI to write cover letters and LinkedIn profile text, score and analyse resumes, assess job postings, estimate salaries and draft
        negotiation scripts.
      </Paragraph>
      <Section heading="Review before you use it">
        AI content can contain mistakes, invented details or out-of-date information. It must be reviewed before use: check every fact, correct
        what is wrong and make sure it describes you truthfully.
      </Section>
      <Section heading="Estimates, not advice">
        Scores, ghost job classifications and salary figures are estimates. A posting flagged as a likely ghost job may be real, and one that
        looks legitimate may not be; salary ranges may not match what a particular employer pays. Results are not legal, financial or
        professional career advice.
      </Section>
      <Section heading="Your confirmation">
        Before each run you confirm that you understand the tool uses AI. What you send to employers remains your decision and your
        responsibility.
      </Section>
      <Section heading="Where the figures come from">
        Salary figures start from the U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (May 2025), adjusted with the
        U.S. Bureau of Economic Analysis Regional Price Parities; the adjustments for experience, industry, company size, education and remote
        work are CareerKit's own model, and each result says which is which. This product includes information from the O*NET 30.0 Database by
        the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license (job titles and the
        technology skills the resume tools look for). O*NET® is a trademark of USDOL/ETA. CareerKit has modified all or some of this information.
        USDOL/ETA has not approved, endorsed, or tested these modifications.
      </Section>
    </LegalPage>
  );
}

export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy">
      <Paragraph>Cookies are small files a website stores in your browser. CareerKit uses as few as it can.</Paragraph>
      <Section heading="Authentication">
        When you sign in we set an authentication cookie and keep a sign-in token in your browser's local storage so you stay signed in.
        Authentication cookies expire after 30 days of inactivity. Signing out removes the token.
      </Section>
      <Section heading="Site preferences">
        If you dismiss an announcement, your browser remembers that for the rest of the session so it does not come back on every page.
      </Section>
      <Section heading="Payments">
        When you pay, the card payment provider's form may set its own cookies to process the payment and prevent fraud. Those cookies are covered
        by the provider's policy.
      </Section>
      <Section heading="Managing cookies">
        We do not use advertising cookies. You can delete cookies in your browser settings at any time; if you block the authentication cookie you
        will not be able to stay signed in.
      </Section>
    </LegalPage>
  );
}
