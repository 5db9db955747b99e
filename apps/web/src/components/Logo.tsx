/** Rosemary's mark: a sprig on a round badge (public/icons/icon.svg, also the favicon and the splash). */
export function Logo({ size = 40 }: { size?: number }) {
  return <img src="/icons/icon.svg" width={size} height={size} alt="" />
}
