import { Link } from '@careerkit/web/router';

export function Footer() {
  return (
    <footer className="ck-footer">
      <div className="ck-footer-body">
        <div className="ck-footer-links">
          <Link to="/legal/terms">Terms of Service</Link>
          <Link to="/legal/privacy">Privacy Policy</Link>
          <Link to="/legal/disclaimer">AI Disclaimer</Link>
          <Link to="/legal/cookies">Cookie Policy</Link>
          <Link to="/contact">Contact</Link>
        </div>
        <p className="ck-text-secondary">CareerKit is operated by CareerKit Ltd.</p>
        <p className="ck-text-secondary">Content produced by AI can contain mistakes: review it before you use it.</p>
        <p className="ck-text-secondary">© 2025 CareerKit. All rights reserved.</p>
      </div>
    </footer>
  );
}
