import type { Me } from "@shared/schemas/profile.js";
import { initialsFor } from "@/lib/initials.js";
import { cn } from "@/lib/cn.js";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar.js";

export function displayName(me: Me): string {
  const full = [me.profile.firstName, me.profile.lastName].filter(Boolean).join(" ");
  return full || me.user.name || me.user.email || me.user.phoneNumber || "";
}

export function UserAvatar({ me, className }: { me: Me; className?: string }) {
  const initials = initialsFor({ firstName: me.profile.firstName, lastName: me.profile.lastName, email: me.user.email });
  const image = me.profile.avatarUrl ?? me.user.image;
  return (
    <Avatar className={cn(className)}>
      {image && <AvatarImage src={image} alt="" />}
      <AvatarFallback aria-hidden="true">{initials}</AvatarFallback>
    </Avatar>
  );
}
