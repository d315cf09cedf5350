/** A list filter's one choice beside its date range (a status, a type): every option, or one of `options`. */
export function FilterChoice<V extends string>({
  label,
  all,
  options,
  optionLabel,
  value,
  onChange,
}: {
  label: string
  /** The text of the choice that filters nothing. */
  all: string
  options: readonly V[]
  optionLabel: (option: V) => string
  value: V | ''
  onChange: (value: V | '') => void
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value)
          onChange(chosen ?? '')
        }}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  )
}
