/** The avatars an admin can pick from (0-9). */
export const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The avatar choice: ten radio buttons (arrow keys move between them). */
export function AvatarPicker({ value, onChange }: { value: number; onChange: (avatar: number) => void }) {
  return (
    <fieldset className="avatar-picker">
      <legend className="field-label">Avatar</legend>
      {AVATARS.map((i) => (
        <label key={i} className={`avatar-choice${value === i ? " selected" : ""}`}>
          <input
            type="radio"
            className="visually-hidden"
            name="admin-avatar"
            value={i}
            checked={value === i}
            onChange={() => onChange(i)}
          />
          <span className={`avatar avatar-${i}`} aria-hidden="true" />
          <span className="visually-hidden">Avatar {i}</span>
        </label>
      ))}
    </fieldset>
  );
}
