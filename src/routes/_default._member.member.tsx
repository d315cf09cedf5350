import { createFileRoute, Outlet } from '@tanstack/react-router'
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
})
