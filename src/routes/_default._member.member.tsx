import { createFileRoute, Outlet, type NotFoundRouteProps } from '@tanstack/react-router'
import { NotFoundView } from '../ui/errors/NotFoundView'
import { MemberNav } from '../ui/member/MemberNav'

// The member area's frame: its menu beside the page. The guard in __root.tsx has already run.
export const Route = createFileRoute('/_default/_member/member')({
  component: () => (
    <div className="member-area">
      <MemberNav />
      <div className="member-content">
        <Outlet />
      </div>
    </div>
  ),
  // An address under /member that names no page is answered here, in this frame's outlet: the layouts
  // around it are already drawn (the default layout's own 404 would draw its header and footer again).
  notFoundComponent: ({ data }: NotFoundRouteProps) => <NotFoundView data={data} />,
})
