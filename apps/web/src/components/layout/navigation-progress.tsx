import { useNavigation } from 'react-router';

/**
 * A thin bar at the top of the window while the router loads the next page's code: route modules are lazy, so
 * on a slow connection a click would otherwise seem to do nothing.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[90] h-1 overflow-hidden bg-primary-soft">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
