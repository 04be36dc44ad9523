/** A table's header row: a column header each, with its class (`num`: a column of amounts, right-aligned). */
export function TableHead({ columns }: { columns: Array<{ label: string; className?: string }> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
