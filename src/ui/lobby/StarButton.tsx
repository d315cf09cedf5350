import { useTranslation } from 'react-i18next'

/** The star itself: a toggle button (aria-pressed) named after the game. */
export function StarButton({ gameName, pressed, busy, onPress }: { gameName: string; pressed: boolean; busy: boolean; onPress: () => void }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={t('lobby.favourite', { game: gameName })}
      // Not `disabled` while busy: a disabled button would drop the keyboard focus.
      aria-disabled={busy}
      onClick={() => busy || onPress()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
