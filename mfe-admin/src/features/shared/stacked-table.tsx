// An operator's table that reads as a list of cards on a phone: each row a card, each cell on its own line after its
// column's name (the site's .ck-stack-table styles), so no column is cut off and the page never scrolls sideways. Wider
// screens get the table as it is, in a ScrollRegion when it is wider than the screen.
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';

/** Each cell carries its column's title as data-label, which the card layout shows before the cell's content. */
export function labelledColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    if (typeof column.title !== 'string' || !column.title) return column;
    const label = column.title;
    return { ...column, onCell: (record: T, index?: number) => ({ ...column.onCell?.(record, index), 'data-label': label }) as HTMLAttributes<HTMLElement> };
  });
}

export function StackedTable<T extends object>({ columns = [], className, ...props }: TableProps<T>) {
  return <Table<T> {...props} className={['ck-stack-table', className].filter(Boolean).join(' ')} columns={labelledColumns(columns)} />;
}
