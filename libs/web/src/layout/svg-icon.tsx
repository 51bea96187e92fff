// An antd icon drawn from its definition in @ant-design/icons-svg (the same paths @ant-design/icons draws) without
// the icon component and its style injection, for the plain-markup parts on first loads (docs/measurements.md, bundle size).
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import type { CSSProperties } from 'react';

/** The definitions spell attributes as SVG does (`fill-rule`); React wants them camel-cased (`fillRule`). */
const reactAttributes = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]));

function draw(node: AbstractNode, key?: number): React.ReactElement {
  const Tag = node.tag as 'svg';
  return <Tag key={key} {...reactAttributes(node.attrs)}>{node.children?.map(draw)}</Tag>;
}

/** Decorative (aria-hidden): every icon here sits beside text that says the same thing. */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className="ck-icon" aria-hidden="true" style={style}>
      <svg {...reactAttributes(root.attrs)} width="1em" height="1em" fill="currentColor">
        {root.children?.map(draw)}
      </svg>
    </span>
  );
}
