// The posting date's picker (antd's DatePicker, in the site's theme), loaded when the field is first used. It takes the
// focus and opens its calendar, as the stand-in it replaces was just focused or clicked.
import { Themed } from '@careerkit/web/layout/themed';
import { DatePicker } from 'antd';
import { useState } from 'react';
import { isFutureDay } from './posting-date';

export default function PostingDatePicker({ onChange, disabled }: { onChange: (day: string | null) => void; disabled: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Themed>
      <DatePicker
        aria-label="Posting date"
        format="YYYY-MM-DD"
        autoFocus
        open={open}
        onOpenChange={setOpen}
        onChange={(_day, text) => onChange(typeof text === 'string' && text ? text : null)}
        disabledDate={isFutureDay}
        disabled={disabled}
      />
    </Themed>
  );
}
