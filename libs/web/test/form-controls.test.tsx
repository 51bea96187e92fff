// The plain form controls (@careerkit/web/layout/form) as a user and a screen reader meet them: each field named by its
// label, its message announced and tied to it, the spec's 700 ms tooltip delay, one click at a time while loading.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, CheckboxGroup, RadioButtons, SelectField, SwitchField, TextAreaField, TextField, Tooltip } from '@careerkit/web/layout/form';

describe('a field', () => {
  it('is named by its label, and describes itself by its message and help text', () => {
    render(<TextField label="Job Title" error="Job title must be at least 2 characters" extra="As on the offer letter" required />);
    // The required mark is seen, not heard: the name is the label's words alone.
    const input = screen.getByRole('textbox', { name: 'Job Title' });
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Job title must be at least 2 characters');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Job title must be at least 2 characters', 'As on the offer letter']);
  });

  it('is neither invalid nor described while it has no message', () => {
    render(<TextAreaField label="Skills" />);
    const textarea = screen.getByRole('textbox', { name: 'Skills' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers its choices in a native drop-down', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Tone"
        defaultValue="formal"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'formal', label: 'Formal' },
          { value: 'friendly', label: 'Friendly' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Friendly');
    expect(onChange).toHaveBeenCalledWith('friendly');
  });
});

describe('choices', () => {
  it('radio buttons: one choice at a time, in a named group', async () => {
    function Modes() {
      const [mode, setMode] = useState<'standard' | 'template'>('standard');
      const options = [
        { value: 'standard' as const, label: 'Standard' },
        { value: 'template' as const, label: 'Template' },
      ];
      return <RadioButtons label="Mode" value={mode} options={options} onChange={setMode} />;
    }
    render(<Modes />);
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Template' }));
    expect((screen.getByRole('radio', { name: 'Template' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a checkbox group keeps the options in their order, whatever order they are ticked in', async () => {
    const onChange = jest.fn();
    render(<CheckboxGroup label="Purposes" value={['Networking']} options={['Recruiter Visibility', 'Networking']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Purposes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recruiter Visibility' }));
    expect(onChange).toHaveBeenLastCalledWith(['Recruiter Visibility', 'Networking']);
  });

  it('a switch says whether it is on, under its label', async () => {
    function Hashtags() {
      const [on, setOn] = useState(true);
      return <SwitchField label="Include Hashtags" checked={on} onChange={setOn} />;
    }
    render(<Hashtags />);
    const toggle = screen.getByRole('switch', { name: 'Include Hashtags' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('a button', () => {
  it('while loading is marked busy and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button primary loading onClick={onClick}>
        Save Changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button primary onClick={onClick}>
        Save Changes
      </Button>,
    );
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading does not submit its form', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save Changes
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the pointer has rested 700 ms (spec part 1 §9), and closes when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Tooltip title="Tick the AI box first">
        <button type="button">Optimize Profile</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Optimize Profile' }));
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Tick the AI box first');
    await user.unhover(screen.getByRole('button', { name: 'Optimize Profile' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Tooltip title="Tick the AI box first">
        <button type="button">Optimize Profile</button>
      </Tooltip>,
    );
    await user.tab();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
