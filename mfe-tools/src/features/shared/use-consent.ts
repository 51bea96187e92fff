// The AI consent box of a form that checks it when Run is pressed (spec part 1 §5): a run without it shows the box's
// message, which goes as soon as the box is ticked.
import { useState } from 'react';

export function useConsent() {
  const [given, setGiven] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    given,
    /** On Run: true when consent is given, else the box shows its message. */
    confirm(): boolean {
      setMissing(!given);
      return given;
    },
    /** For AiConsentCheckbox. */
    box: {
      checked: given,
      showError: missing,
      onChange(checked: boolean) {
        setGiven(checked);
        setMissing(false);
      },
    },
  };
}
