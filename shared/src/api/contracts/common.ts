/** Every error answer of the API: a German `msg` shown to the user where one sees it. */
export interface ErrorBody {
  readonly msg: string;
}

export interface OkResponse {
  readonly ok: true;
}

export interface RoleRef {
  readonly id: string;
  readonly roleTitle: string;
}
