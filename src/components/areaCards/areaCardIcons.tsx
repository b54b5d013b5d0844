/** Line icons of the logged-in area's cards, inline so they cost no request. Decorative: the card carries the name. */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g {...line}>{children}</g>
    </svg>
  );
}

export function ProfileIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.1 3.6-7 8-7s8 2.9 8 7" />
    </Icon>
  );
}

export function CarIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5.5 17H4a1 1 0 0 1-1-1v-3.2l2-5A2 2 0 0 1 6.9 6.5h10.2a2 2 0 0 1 1.9 1.3l2 5V16a1 1 0 0 1-1 1h-1.5" />
      <path d="M3.5 12.5h17M9.5 17h5" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
    </Icon>
  );
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
    </Icon>
  );
}

/** A garage with a car in it: the fleet's vehicles. */
export function FleetIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-3.5l1.2-3A1.5 1.5 0 0 1 9.6 13.5h4.8a1.5 1.5 0 0 1 1.4 1l1.2 3V21M7 18h10" />
    </Icon>
  );
}

export function ApprovalIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V2.8h6V4M9 13l2 2 4-4" />
    </Icon>
  );
}

export function ManagerApprovalIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 3l8 3v6c0 4.4-3.4 8.3-8 9-4.6-.7-8-4.6-8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

export function KeyIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="8" cy="16" r="4.5" />
      <path d="m11.2 12.8 8.8-8.8M16.5 7.5l2.5 2.5M14 10l2 2" />
    </Icon>
  );
}

export function ChecklistIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M11 6h9M11 12h9M11 18h9" />
      <path d="m3.5 6 1.5 1.5L8 4.5M3.5 12l1.5 1.5 3-3M3.5 18l1.5 1.5 3-3" />
    </Icon>
  );
}

export function CancelIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6m0-6-6 6" />
    </Icon>
  );
}

export function LogoutIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9 21H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </Icon>
  );
}
